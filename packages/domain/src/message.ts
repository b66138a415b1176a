/**
 * Marks an English text shown to people that a rule or shared component returns (a validation message, a
 * label), so each language's catalogue test finds it; the container that shows it translates it with `t`.
 */
export const msg = <T extends string>(english: T): T => english;
