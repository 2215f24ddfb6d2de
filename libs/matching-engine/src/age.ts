/**
 * Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD "today". Parsed by hand rather than
 * with Date so the result never depends on the host's time zone.
 */
export const ageOn = (dateOfBirth: string, today: string): number => {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (by === undefined || bm === undefined || bd === undefined) return Number.NaN;
  if (ty === undefined || tm === undefined || td === undefined) return Number.NaN;
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
};
