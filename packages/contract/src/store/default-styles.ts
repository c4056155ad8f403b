/**
 * The look of a store that has set none (docs/features/store-settings.md#look), apart from the
 * settings schema so the web app can theme itself before its settings are known without bringing
 * zod to the page. `storeStylesSchema` takes its defaults from here.
 */
export const defaultStoreStyles = {
  primary_color: '#000000', // primary colour is black by default
  secondary_color: '#495057',
  header_background: '#ffffff',
  header_text: '#1a1b1e',
  footer_background: '#f1f3f5',
  footer_text: '#1a1b1e',
  background_color: '#ffffff',
  background_image_url: '',
  logo_url: '',
  fullscreen_banner: false,
  show_browse: true,
  show_features: true,
};
