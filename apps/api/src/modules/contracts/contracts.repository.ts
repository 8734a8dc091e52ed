/**
 * Queries of contracts: row scope, the list, a contract with its camp, square and company, the
 * assignment a contract is written for, and the signature rows. The rules (who may sign, what a
 * refusal says, the transactions) stay in contracts.service.ts.
 */
import type { ContractStatus } from '@mashaer/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { query, type Tx } from '../../db/client';
import { camps, contractSignatures, contracts, squares, users } from '../../db/schema';
import { equalTo, type ListInput, naturalSort, runList } from '../../lib/list';
import { orgNames } from '../../lib/org-name';
import { squareNames } from '../../lib/place-names';
import { findRow } from '../../lib/scope';
import { signatureRows } from '../../lib/signature-files';

export type Contract = typeof contracts.$inferSelect;
const company = alias(users, 'company');

/** Row scope: a company sees its own contracts only (`org` null: every contract). */
const scopeWhere = (org: number | null): SQL | undefined =>
  org === null ? undefined : eq(contracts.company_id, org);

/** The contracts list (`signable=1`: only those in `signable` statuses), in the caller's scope. */
export function listContracts(
  db: Tx,
  input: ListInput,
  org: number | null,
  signable: readonly ContractStatus[],
) {
  return runList(
    db,
    {
      from: contracts,
      joins: (q) =>
        q
          .innerJoin(camps, eq(camps.id, contracts.camp_id))
          .innerJoin(squares, eq(squares.id, camps.square_id))
          .innerJoin(company, eq(company.id, contracts.company_id)),
      select: {
        id: contracts.id,
        assign_camps_id: contracts.assign_camps_id,
        company_id: contracts.company_id,
        camp_id: contracts.camp_id,
        contract_status: contracts.contract_status,
        content_hash: contracts.content_hash,
        signed_at: contracts.signed_at,
        created_at: contracts.created_at,
        camp_number: camps.camp_number,
        ...squareNames,
        ...orgNames(company),
      },
      filters: {
        ...equalTo({
          contract_status: contracts.contract_status,
          company_id: contracts.company_id,
          assign_camps_id: contracts.assign_camps_id,
        }),
        search: {
          op: 'search',
          columns: [camps.camp_number, company.company_name_ar, company.company_name_en],
        },
        signable: {
          op: 'custom',
          where: (v) =>
            Number(v) === 1 ? inArray(contracts.contract_status, signable as string[]) : undefined,
        },
      },
      sorts: {
        id: contracts.id,
        contract_status: contracts.contract_status,
        camp_number: naturalSort(camps.camp_number),
        created_at: contracts.created_at,
        signed_at: contracts.signed_at,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: contracts.id,
      base: [scopeWhere(org)],
    },
    input,
  );
}

/** The contract in scope (locked when asked), or undefined. */
export async function findContract(tx: Tx, id: number, org: number | null, lock = false) {
  return findRow(tx, contracts, and(eq(contracts.id, id), scopeWhere(org)), lock);
}

/** What a contract names: the camp, the square and the company in both languages, the receiver's CR. */
export type Named = {
  camp_number: string;
  square_name: string;
  square_name_en: string;
  company_name: string;
  company_name_en: string;
  receiver_cr: string | null;
};
/** Their columns, from the camp `cm`, its square `s`, the company `u` and the assignment `ac`. */
const NAMED = sql`cm.camp_number, s.name as square_name, s.name_en as square_name_en,
  coalesce(u.company_name_ar, u.company_name_en, u.name) as company_name,
  coalesce(u.company_name_en, u.company_name_ar, u.name) as company_name_en, ac.receiver_cr`;

/** The contract's camp, square, company (names in both languages) and assignment. */
export async function contractInfo(db: Tx, id: number) {
  const [info] = await query<Named & { assign_status: string }>(
    db,
    sql`select ${NAMED}, ac.status as assign_status
          from contracts c join camps cm on cm.id = c.camp_id join squares s on s.id = cm.square_id
          join users u on u.id = c.company_id join assign_camps ac on ac.id = c.assign_camps_id
         where c.id = ${id}`,
  );
  return info;
}

/** The signatures of a contract, first first, with the signer's name. */
export const signaturesOf = (tx: Tx, contractId: number) =>
  signatureRows(tx, contractSignatures, contractSignatures.contract_id, contractId);

/** The assignment a contract is written for, locked, with what the contract's text names. */
export async function lockAssignmentForContract(tx: Tx, assignId: number) {
  const [a] = await query<Named & { id: number; status: string; camp_id: number; company_id: number }>(
    tx,
    sql`select ac.id, ac.status, ac.camp_id, ac.company_id, ${NAMED}
          from assign_camps ac join camps cm on cm.id = ac.camp_id join squares s on s.id = cm.square_id
          join users u on u.id = ac.company_id
         where ac.id = ${assignId} for update of ac`,
  );
  return a;
}

/** The contract already written for an assignment, if any. */
export async function contractOfAssignment(tx: Tx, assignId: number) {
  const [row] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.assign_camps_id, assignId));
  return row;
}

export async function insertContract(tx: Tx, values: typeof contracts.$inferInsert) {
  const [row] = await tx.insert(contracts).values(values).returning();
  return row;
}

/** A party's signature row (the unique index on contract and party refuses a second one). */
export async function insertSignature(tx: Tx, values: typeof contractSignatures.$inferInsert) {
  const [sig] = await tx.insert(contractSignatures).values(values).returning({ id: contractSignatures.id });
  return sig;
}
