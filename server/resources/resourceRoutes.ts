import type { TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { registerRestoreRoute } from '../audit/restoreRoute';
import { registerExportRoutes } from '../exports/exportRoutes';
import type { ResourceDefinition } from './definition';
import { registerReadRoutes } from './readRoutes';
import { registerReferencesRoute } from './referencesRoute';
import { registerWriteRoutes } from './writeRoutes';

/** All routes of one resource, from its definition. */
export const resourceRoutes: FastifyPluginAsync<{ definition: ResourceDefinition; dto: TSchema }> = async (
  app,
  { definition, dto },
) => {
  registerReadRoutes(app, definition, dto);
  registerWriteRoutes(app, definition, dto);
  registerReferencesRoute(app, definition);
  registerRestoreRoute(app, definition, dto);
  registerExportRoutes(app, definition);
};
