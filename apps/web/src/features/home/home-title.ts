/** The home page's title; kept apart from lib/page-title so the first load of / does not carry every page's. */
export const HOME_TITLE = 'Burgers Devoto | Hamburguesas a la parrilla en Villa Devoto';
const SITE_NAME = 'Burgers Devoto';

/** The tab's title while the home page is shown; the shop's name again when it goes (as usePageTitle does). */
export function showHomeTitle(): () => void {
  document.title = HOME_TITLE;
  return () => {
    document.title = SITE_NAME;
  };
}
