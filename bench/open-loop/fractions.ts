/** The open-loop rates as given on the command line: percentages of the capacity, "25,50,75". */
export function parseFractions(text: string): number[] {
  const fractions = text.split(',').map((part) => Number(part.trim()));
  if (fractions.length === 0 || fractions.some((value) => !Number.isFinite(value) || value <= 0 || value > 200))
    throw new Error(`--fractions must be percentages from 1 to 200, separated by commas: ${text}`);
  return fractions.map((value) => value / 100);
}
