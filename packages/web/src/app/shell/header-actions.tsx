import { useState } from 'react';
import { IconListDetails, IconMapPin, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { canShowCart, useSession } from '../../entities/session/session.ts';
import { chosenLocationName, shortLocationName } from '../../entities/location/location-names.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import classes from './site-header.module.css';
import { LoginPrompt } from '../../entities/session/login-prompt.tsx';

export function LocationButton({ onChooseLocation }: { onChooseLocation: () => void }) {
  const settings = useSiteSettings();
  const session = useSession();
  if (!settings.store_info.is_multistore) return null;
  const fullName = chosenLocationName(settings, session);
  const name = fullName ? shortLocationName(fullName, settings.store_info.name) : null;
  return (
    <button
      type="button"
      className={classes.action}
      onClick={onChooseLocation}
      aria-label={fullName ? `Store location: ${fullName}. Change location` : 'Choose your store location'}
      aria-haspopup="dialog"
    >
      <IconMapPin size={20} stroke={1.8} aria-hidden />
      <span className={`${classes.actionLabel} ${classes.collapsible}`}>{name ?? 'Choose location'}</span>
    </button>
  );
}

/** The name a logged-in shopper sees in the header; institution users see their company. */
export function accountName(user: { first_name: string; company: string; is_institution: boolean } | null) {
  if (!user) return 'My account';
  if (user.is_institution && user.company) return user.company;
  return user.first_name || 'My account';
}

export function MyListsButton({
  className = classes.action,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const session = useSession();
  const [promptOpen, setPromptOpen] = useState(false);
  const labelClassName = className === classes.action ? classes.collapsible : undefined;
  if (session.logged_in) {
    return (
      <Link to={paths.accountLists()} className={className} onClick={onNavigate}>
        <IconListDetails size={20} stroke={1.8} aria-hidden />
        <span className={labelClassName}>My lists</span>
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setPromptOpen(true)} aria-haspopup="dialog">
        <IconListDetails size={20} stroke={1.8} aria-hidden />
        <span className={labelClassName}>My lists</span>
      </button>
      <LoginPrompt opened={promptOpen} onClose={() => setPromptOpen(false)} />
    </>
  );
}

/** docs/features/cart.md#who-sees-the-cart: the cart shows when cart_enabled, and for guests only when guest_show_cart. */
export function CartButton({ variant = 'desktop' }: { variant?: 'desktop' | 'mobile' }) {
  const settings = useSiteSettings();
  const session = useSession();
  if (!canShowCart(settings, session)) return null;
  const count = session.cart.summary.total_quantity;
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  if (variant === 'mobile') {
    return (
      <Link to={paths.cart()} className={classes.iconButton} aria-label={label}>
        <IconShoppingBag size={24} stroke={1.8} aria-hidden />
        {count > 0 ? (
          <span className={classes.iconBadge} aria-hidden>
            {count}
          </span>
        ) : null}
      </Link>
    );
  }
  return (
    <Link to={paths.cart()} className={classes.action} aria-label={label}>
      <IconShoppingBag size={20} stroke={1.8} aria-hidden />
      <span className={classes.collapsible}>Cart</span>
      {count > 0 ? (
        <span className={classes.cartCount} aria-hidden data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
