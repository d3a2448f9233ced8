/**
 * The GraphQL types of the preferences, derived from the contract's zod group schemas
 * (src/shared/api/preferences.ts) so a group or field is declared once: each group becomes an
 * object type, each field a camelCase field (z.boolean → Boolean!, z.string → String!, a choice
 * (z.enum) → a GraphQL enum named after the field, e.g. display_format → DisplayFormat), and a
 * `z.describe()` text (in zod's global registry) becomes the field's description.
 */
import { z } from 'zod/mini';
import { preferencesGroupSchemas, preferencesGroups, type Preferences, type PreferencesGroup } from '../../shared/api/preferences';

/** GraphQL object type of each group (the names the schema has always had: clients query them). */
const GROUP_TYPE_NAMES: Record<PreferencesGroup, string> = {
  content: 'ContentPreferences',
  ui: 'UiPreferences',
  notifications: 'NotificationPreferences',
  currency: 'CurrencyPreferences',
};

/** snake_case → camelCase: `show_nsfw` → `showNsfw`. */
const camelCase = (name: string): string => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
/** snake_case → PascalCase: `display_format` → `DisplayFormat`. */
const pascalCase = (name: string): string => camelCase(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** The group's fields in schema order, as [snake_case field, zod schema]. */
const groupFields = (group: PreferencesGroup): Array<[string, z.ZodMiniType]> => Object.entries(preferencesGroupSchemas[group].shape);

/** A description line in SDL (a JSON string literal is a valid GraphQL string). */
const describe = (schema: z.ZodMiniType, indent: string): string => {
  const description = z.globalRegistry.get(schema)?.description;
  return description === undefined ? '' : `${indent}${JSON.stringify(description)}\n`;
};

/**
 * The GraphQL type of one field; registers the enum a choice needs in `enums`.
 * @throws Error for a zod type without a mapping, or two fields of one name with different choices.
 */
function fieldType(path: string, field: string, schema: z.ZodMiniType, enums: Map<string, readonly string[]>): string {
  if (schema instanceof z.ZodMiniBoolean) return 'Boolean!';
  if (schema instanceof z.ZodMiniString) return 'String!';
  if (schema instanceof z.ZodMiniEnum) {
    const name = pascalCase(field);
    const values = schema.options.map(String);
    const known = enums.get(name);
    if (known && known.join() !== values.join()) throw new Error(`GraphQL enum ${name}: preferences field ${path} has other choices`);
    enums.set(name, values);
    return `${name}!`;
  }
  throw new Error(`No GraphQL type for preferences field ${path} (zod ${schema.def.type})`);
}

/**
 * SDL of `Preferences` (the four groups plus `legacyString`), its group types and their enums.
 * Built once at import; a schema it cannot map fails then, not per request.
 */
export const preferencesTypeDefs: string = (() => {
  const enums = new Map<string, readonly string[]>();
  const groupTypes = preferencesGroups.map((group) => {
    const fields = groupFields(group).map(
      ([field, schema]) => `${describe(schema, '    ')}    ${camelCase(field)}: ${fieldType(`${group}.${field}`, field, schema, enums)}`,
    );
    return `  type ${GROUP_TYPE_NAMES[group]} {\n${fields.join('\n')}\n  }`;
  });
  const enumTypes = [...enums].map(([name, values]) => `  enum ${name} {\n    ${values.join(' ')}\n  }`);
  const preferencesType = `  "The four preference groups, complete (missing or invalid stored fields take their defaults)."
  type Preferences {
${preferencesGroups.map((group) => `    ${camelCase(group)}: ${GROUP_TYPE_NAMES[group]}!`).join('\n')}
    "True when the account's row is stored in the legacy form (REST answers it as a JSON string)."
    legacyString: Boolean!
  }`;
  return [...enumTypes, preferencesType, ...groupTypes].join('\n');
})();

/** Pure: merged preferences with the GraphQL field names of `preferencesTypeDefs`, plus `legacyString`. */
export function toGraphqlPreferences(preferences: Preferences, legacy: boolean): Record<string, unknown> {
  const groups = preferencesGroups.map((group) => {
    const values = preferences[group] as Record<string, unknown>;
    return [camelCase(group), Object.fromEntries(groupFields(group).map(([field]) => [camelCase(field), values[field]]))];
  });
  return { ...Object.fromEntries(groups), legacyString: legacy };
}
