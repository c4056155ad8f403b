import type { ConsoleSettings } from './settings-schemas.ts';

/**
 * The console's settings as a store with the defaults has them: the fixture of the settings pages'
 * tests and of the settings actions' API tests.
 */
export const consoleSettingsFixture: ConsoleSettings = {
  theme: {
    primary_color: '#000000',
    secondary_color: '#495057',
    header_background: '#ffffff',
    header_text: '#1a1b1e',
    footer_background: '#f1f3f5',
    footer_text: '#1a1b1e',
    background_color: '#ffffff',
    logo_url: '',
    background_image_url: '',
  },
  switches: {
    cart_enabled: true,
    shipping_enabled: false,
    gift_registry_enabled: false,
    show_gc_balanace_checker: false,
    guest_show_price: true,
    guest_show_cart: true,
    guest_allow_checkout: false,
    show_strikethrough: true,
    hide_sale_pricing: false,
    hide_sales_rank: false,
    display_carton_quantity: false,
    tool_tips: true,
    is_private: false,
    is_exclusive: false,
    account_validation_required: true,
  },
  url_shortcuts: [],
};
