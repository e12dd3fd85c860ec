import { entityOf } from '../../audit/auditedEntities';
import { ACTION_LABELS } from '../../audit/auditWords';
import { auditUserRelation } from '../../audit/userRelation';
import { AUDIT_ACTIONS } from '../../domain/auditEntry';
import type { Role } from '../../domain/roles';
import { parseIsoDate } from '../../domain/validateRecord';
import { isVisibleTo } from '../../resources/menus';
import type { ResourceMeta } from '../../resources/meta';
import { resourceList } from '../../resources/resourceList';
import type { Filters, SearchField } from '../../resources/search';

/**
 * The Activity screen's filters, as the API's parameters name them (GET /AuditLog): the entities are those the role
 * sees (an Admin is refused API users' entries).
 */
export function activityFields(role: Role | null): SearchField[] {
  const resources: readonly ResourceMeta[] = resourceList;
  return [
    {
      name: 'entity',
      label: 'Entity:',
      type: 'select',
      options: [
        { value: '', label: 'Any entity' },
        ...resources
          .filter((resource) => isVisibleTo(resource, role))
          .map((resource) => ({ value: entityOf(resource), label: resource.pluralLabel })),
      ],
    },
    { name: 'recordId', label: 'Record Id:', placeholder: '17', type: 'number' },
    { name: 'userName', label: 'User:', type: 'relation', relation: auditUserRelation },
    {
      name: 'action',
      label: 'Action:',
      type: 'select',
      options: [
        { value: '', label: 'Any action' },
        ...AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
      ],
    },
    { name: 'from', label: 'From:', type: 'date' },
    { name: 'to', label: 'To:', type: 'date' },
  ];
}

const DATES = [
  ['from', 'From'],
  ['to', 'To'],
] as const;

/**
 * Why these filters cannot be searched, or undefined when they can: a date that is not a real one, a range the wrong
 * way round, a record id that no record has. Checked on Search and on an address typed or followed (D-71): nothing is
 * asked of the server then.
 */
export function activityProblem(filters: Filters): string | undefined {
  for (const [name, label] of DATES) {
    const value = filters[name];
    if (value !== undefined && !parseIsoDate(value)) return `${label} must be a real date in the format YYYY-MM-DD.`;
  }
  if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to) {
    return 'The end date cannot be before the start date.';
  }
  if (filters.recordId !== undefined && !/^[1-9]\d{0,8}$/.test(filters.recordId)) {
    return 'Record Id must be a whole number greater than 0.';
  }
  return undefined;
}
