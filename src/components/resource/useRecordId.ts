import { useParams } from 'react-router-dom';
import { INT32_MAX } from '../../domain/fields';

/** The route's `:id` as a record id, or null when it cannot be one ('/Airlines/abc', '/Airlines/0'). */
export function useRecordId(): { id: number | null; raw: string } {
  const raw = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return { id: id >= 1 && id <= INT32_MAX ? id : null, raw };
}
