/**
 * A guest's Save sends them to sign in and back (doc 001 §6). The design it was asked for is kept in
 * this tab's session storage, so the link that follows the return is a save on purpose rather than
 * the builder's quiet load-time linking.
 */
const KEY = 'eb.saveAfterSignIn';

export function rememberSaveAfterSignIn(designId: string): void {
  try {
    globalThis.sessionStorage.setItem(KEY, designId);
  } catch {
    // Storage refused (private mode, quota): the return links on load as any design does.
  }
}

/** Whether a save of `designId` was asked for before signing in; answers once. */
export function takeSaveAfterSignIn(designId: string): boolean {
  try {
    if (globalThis.sessionStorage.getItem(KEY) !== designId) return false;
    globalThis.sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
