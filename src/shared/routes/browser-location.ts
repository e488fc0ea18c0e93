/**
 * Whole-page navigation (the page reloads), for logout and its kin (spec §4: "goes to the login screen …
 * and reloads the page"). One object, so tests can replace its methods.
 */
export const browserLocation = {
  /** Loads `path` as a new page. */
  assign(path: string): void {
    window.location.assign(path);
  },
  reload(): void {
    window.location.reload();
  },
};
