import { Type, type Static } from '@sinclair/typebox';
import { SIGN_IN_FIELD_MAX_LENGTH, type SignInRequest } from '../../src/domain/signIn';

// POST /Authentication (decisions D-07, D-52). Property names match case-insensitively (http/caseInsensitiveKeys.ts).
const field = Type.String({ minLength: 1, maxLength: SIGN_IN_FIELD_MAX_LENGTH });

export const SignInBodySchema = Type.Object({ UserName: field, Password: field });

export const TokenResponseSchema = Type.String({ description: 'The signed JWT as text/plain, no quotes.' });

// Fails to compile if the schema and the shared request type drift apart.
const schemaMatchesDomain: Static<typeof SignInBodySchema> extends SignInRequest ? true : false = true;
void schemaMatchesDomain;
