import { useMemo } from 'react';
import type { RelationSource } from '../resources/relations';
import { useAuditUsersQuery } from './auditApi';

// The Activity screen's user filter is a picker (D-90): the users the trail names (GET /AuditLog/users), which an
// Admin may read as well as a SuperAdmin (the API users route is a SuperAdmin's only), and which include the users
// deleted since and the users tool's operating-system users. They are a few dozen: asked for once, then narrowed
// here as one types, a name starting with what was typed first.

const NOTHING = () => undefined;

/** The users the trail names, as a picker's source whose value and label are the user's name. */
export const auditUserRelation: RelationSource = {
  label: 'User',
  plural: 'users',
  useOptions(term, enabled) {
    const { currentData, isFetching, isError, refetch } = useAuditUsersQuery(undefined, { skip: !enabled });
    const options = useMemo(() => {
      const wanted = term.toLowerCase();
      const matching = (currentData ?? []).filter((name) => name.toLowerCase().includes(wanted));
      const starts = matching.filter((name) => name.toLowerCase().startsWith(wanted));
      const others = matching.filter((name) => !name.toLowerCase().startsWith(wanted));
      return [...starts, ...others].map((name) => ({ value: name, label: name }));
    }, [currentData, term]);
    return {
      options,
      loading: enabled && currentData === undefined && isFetching,
      loadingMore: false,
      hasMore: false,
      failed: isError,
      loadMore: NOTHING,
      retry: () => void refetch(),
      keep: NOTHING,
    };
  },
  // A user is named by the name itself: nothing to ask, even for a name the trail no longer holds (a shared link).
  useLabel: (name) => ({ label: name, failed: false }),
};
