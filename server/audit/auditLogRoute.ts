import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_ACTIONS } from '../../src/domain/auditEntry';
import { canManageUsers } from '../../src/domain/roles';
import { problem } from '../http/problem';
import { pageRequest, paged, PagingQuerySchema } from '../resources/paging';
import { problemResponses } from '../schemas/problem';
import { orNull, stringChoice } from '../schemas/responseShapes';
import { findAuditPage } from './auditLogPage';
import { findRelatedRecords, withReferences } from './relatedRecords';
import { AuditLogQuerySchema, parseAuditFilter, type AuditLogQuery } from './auditLogQuery';

// GET /AuditLog: who changed what and when (docs/audit-trail.md), for Admin and SuperAdmin; entries about API users
// for SuperAdmin only, as the API users themselves are. The trail is append-only: no route changes or deletes it.

const ChangeSchema = Type.Object(
  {
    field: Type.String({ description: "The field's property name, as the entity's records name it." }),
    before: Type.Optional(Type.Unknown({ description: 'The value before (absent for a create or restore).' })),
    after: Type.Optional(Type.Unknown({ description: 'The value after (absent for a delete).' })),
    summary: Type.Optional(Type.String({ description: "A secret field's change, e.g. 'password changed'." })),
    refersTo: Type.Optional(
      Type.String({ description: "A reference field's resource (e.g. Airlines): `related` holds its records." }),
    ),
  },
  { description: 'One field that changed.' },
);

const AuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time', description: 'When (UTC).' }),
    userId: orNull(Type.Integer({ description: "The API user's id; null for the users tool." })),
    userName: Type.String({ description: 'The API user, or the operating-system user who ran the users tool.' }),
    source: stringChoice(['api', 'users tool']),
    action: stringChoice(AUDIT_ACTIONS),
    entity: Type.String({ description: 'The resource, e.g. PlaneTickets.' }),
    recordId: Type.Integer(),
    changes: Type.Array(ChangeSchema, {
      description: 'Every field for a create, restore or delete; the fields that changed for an update.',
    }),
    recordExists: Type.Boolean({ description: 'Whether the record exists now (a deleted one can be restored).' }),
  },
  { description: 'One change of one record.' },
);

const AuditPageSchema = Type.Object({
  data: Type.Array(AuditEntrySchema, { description: 'The entries of this page (empty when none match).' }),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
  lastPage: Type.Integer(),
  related: Type.Record(Type.String(), Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown())), {
    description:
      'The records the changes of this page refer to, by resource and id, as GET /{Entity}/{id} answers them: ' +
      "`related.Airlines['12']` is the airline of a change with `refersTo: 'Airlines'` and a value 12. A record " +
      'deleted since is not there.',
  }),
});

export const auditLogRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/AuditLog',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['AuditLog'],
        summary: 'The audit trail: every create, update, delete and restore, newest first',
        querystring: Type.Object({ ...AuditLogQuerySchema, ...PagingQuerySchema }),
        response: { 200: AuditPageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query as AuditLogQuery;
      const page = pageRequest(query, app.config.maxPageSize);
      const filter = parseAuditFilter(query);
      const superAdmin = canManageUsers(request.user.role);
      if (filter.entity?.path === 'ApiUsers' && !superAdmin) {
        throw problem.forbidden('Entries about API users are for the SuperAdmin role only.');
      }
      if (page === 'pastEnd') {
        const pageSize = Math.min(query.pageSize ?? 10, app.config.maxPageSize);
        return {
          data: [],
          pageNumber: query.page ?? 1,
          pageSize,
          totalCount: 0,
          totalPages: 0,
          lastPage: 0,
          related: {},
        };
      }
      const found = await findAuditPage(app.db, filter, page, superAdmin);
      const entries = withReferences(found.rows);
      return { ...paged(entries, page, found), related: await findRelatedRecords(app.db, entries, superAdmin) };
    },
  );
};
