/** A list of values as the connector says it (docs/api.md, Connector tools), long ones counted. */

/** Values of a list said before the rest are counted ("country=Bahrain,Cyprus,Egypt,… (17)"). */
const VALUES_SAID = 3;

/** `value`, a comma-separated list, with its first values and the count of all when it is longer. */
export const listText = (value: string): string => {
  const values = value.split(',');
  return values.length <= VALUES_SAID ? value : `${values.slice(0, VALUES_SAID).join(',')},… (${values.length})`;
};
