import { sql } from 'kysely';
import type { ResourceDefinition, ResourceTable } from './definition';

/**
 * The table's name in SQL, where it is a value rather than a name Kysely writes (the `row_count` row that counts it,
 * a constraint error's table): snake_case, as CamelCasePlugin writes it.
 */
export const tableNameOf = (table: ResourceTable): string => snakeCase(table);

/** A camelCase name in snake_case, as CamelCasePlugin writes names in SQL. */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The resource's key column in its selects, where its table is aliased t. */
export const keyOf = (definition: ResourceDefinition) => sql.ref<number>(`t.${definition.idProperty}`);
