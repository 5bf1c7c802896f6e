/**
 * Firestore document ids cannot contain '/', be '.' or '..', or look like `__name__`; ours are at
 * most 200 characters. An id that fails this names no document, so lookups answer "not found"
 * without asking Firestore (which would throw on some of them).
 */
export function isPlausibleId(id: string): boolean {
  return id.length > 0 && id.length <= 200 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}
