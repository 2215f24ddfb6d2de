/** A full page load (not a router navigation), so every cache starts afresh. Tests spy on it. */
export const fullNavigation = {
  assign: (url: string): void => {
    window.location.assign(url);
  },
};

export const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
