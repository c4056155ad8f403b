// The styles the home, browse and item pages draw their first screen with ride in the start-up
// stylesheet, after the shell's, as their own stylesheets came after it: one render-blocking request
// where browse had nine (docs/decisions/0068-render-blocking-css.md). A page's module still imports
// what it uses; these imports only choose the file. Parts loaded later (browse's filter panel and
// table view) bring their own.
// Title parts and the cover, shared by the three pages.
import '../entities/cart/add-to-cart-control.module.css';
import '../entities/title/availability-message.module.css';
import '../entities/title/price-tag.module.css';
import '../entities/title/title-cover.module.css';
import '../features/browse/components/title-results.module.css';
// Home.
import '../features/home/components/home-slider.module.css';
import '../features/home/components/page-blocks.module.css';
import '../features/home/components/home-hero.module.css';
import '../features/home/components/quick-links.module.css';
import '../features/store/components/locations-today.module.css';
import './pages/home-page.module.css';
// Browse.
import '../features/browse/components/browse-pagination.module.css';
import '../features/browse/components/browse-search-form.module.css';
import '../features/browse/components/filter-chips.module.css';
import '../features/browse/pages/browse-page.module.css';
// Item: Mantine's tabs before the page's own rules for them.
import '../entities/title/cover-slider.module.css';
import '../features/item/components/title-sections.module.css';
import '../features/item/components/item-gallery.module.css';
import '@mantine/core/styles/Tabs.css';
import '../features/item/components/availability-list.module.css';
import '../features/item/pages/item-page.module.css';
import '../features/item/components/item-tabs.module.css';
import '../features/item/components/purchase-panel.module.css';
