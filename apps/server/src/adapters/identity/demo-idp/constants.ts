/** Where the demo provider lives on the shop's own origin. */
export const DEMO_IDP_PATH = '/demo-idp';
/** The shop as the demo provider's only client: a public client, so PKCE is required. */
export const DEMO_CLIENT_ID = 'burgers-devoto';

export const demoIssuer = (publicUrl: string) => `${publicUrl}${DEMO_IDP_PATH}`;
