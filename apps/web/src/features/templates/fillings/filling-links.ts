/** Where a filling's fill, sign and print screens are: its own routes, or an appointment's. */
type FillingLinks = { fill: string; sign: string; print: string };

export const fillingLinks = (id: string | number): FillingLinks => ({
  fill: `/forms/fill/${id}`,
  sign: `/forms/sign/${id}`,
  print: `/forms/print/${id}`,
});

/** `filling`: the filling shown when the route's `:id` is not a filling (an appointment's forms). */
export type FillingScreenProps = { filling?: string; links?: FillingLinks };
