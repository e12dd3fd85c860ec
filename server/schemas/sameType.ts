/** true when A and B are the same type: a schema checked against the shared type it describes fails to compile otherwise. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
