type Upload = { name: string; data: Buffer; type?: string };

/** Builds a multipart body for inject() with the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, Upload | Upload[]> = {},
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  // Several files under one field go as `name[]` (the web's `toFormData`).
  for (const [k, f] of Object.entries(files))
    for (const one of [f].flat())
      fd.append(
        Array.isArray(f) ? `${k}[]` : k,
        new Blob([new Uint8Array(one.data)], { type: one.type ?? 'application/octet-stream' }),
        one.name,
      );
  const res = new Response(fd);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%test document\n'),
  Buffer.alloc(200, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A registration that passes every rule of spec §5 (change one field to test one rule). */
export function validRegistration(n = 1) {
  const future = `${new Date().getFullYear() + 2}-01-31`;
  return {
    fields: {
      type_id: '3',
      first_name: 'أحمد',
      last_name: 'السالم',
      name: 'أحمد السالم',
      company_name_ar: `شركة الاختبار ${n}`,
      company_name_en: `Test Company ${n}`,
      email: `applicant${n}@example.com`,
      phone: `5${String(10000000 + n).slice(-8)}`,
      prefix: '12',
      password: 'Good@123',
      password_confirmation: 'Good@123',
      vat_number: '300000000000003',
      commercial_register_number: '4030000000',
      commercial_register_expiry: future,
      unified_number: '7000000001',
      owner_name: 'سالم السالم',
      owner_identity_number: '1000000001',
      national_address: 'مكة المكرمة، حي العزيزية، شارع 12',
      delegate_identity_number: '1000000002',
    } as Record<string, string>,
    files: {
      vat_file: { name: 'vat.pdf', data: PDF, type: 'application/pdf' },
      commercial_register_file: { name: 'cr.pdf', data: PDF, type: 'application/pdf' },
      delegation_letter: { name: 'letter.pdf', data: PDF, type: 'application/pdf' },
      nda_document: { name: 'nda.pdf', data: PDF, type: 'application/pdf' },
      stamp: { name: 'stamp.png', data: PNG, type: 'image/png' },
    } as Record<string, { name: string; data: Buffer; type?: string }>,
  };
}
