import pg from 'pg';

// How column values are turned into JS values, for PGlite and PostgreSQL alike (both speak through node-postgres).
// pg's defaults would turn DATE into a local-midnight Date (shifting days across time zones) and leave NUMERIC and
// BIGINT (e.g. count(*)) as strings.
const OID = { INT8: 20, DATE: 1082, TIME: 1083, NUMERIC: 1700 } as const;

const keepText = (value: string): string => value;

export const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case OID.DATE:
      case OID.TIME:
        return keepText;
      // Counts and numeric(8,2) prices stay far below 2^53, so a JS number is exact enough.
      case OID.INT8:
      case OID.NUMERIC:
        return (value: string) => Number(value);
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
} as pg.CustomTypesConfig;
