import { CamelCasePlugin, type KyselyPlugin } from 'kysely';

/**
 * The plugins of every Kysely instance: camelCase names in TypeScript, snake_case in SQL. Statements compiled ahead of
 * time (queryCompiler.ts) and the connection that runs them must agree on them, so both take them from here.
 * Nested objects keep their keys: the selects build them with the DTOs' property names (dtoRows.ts).
 */
export const kyselyPlugins = (): KyselyPlugin[] => [new CamelCasePlugin({ maintainNestedObjectKeys: true })];
