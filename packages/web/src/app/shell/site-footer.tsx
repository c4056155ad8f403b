import type { ComponentType } from 'react';
import { Container } from '@mantine/core';
import {
  IconBrandBluesky,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
  type IconProps,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { isExternalPath, type SocialLinks } from '@bookfront/contract';
import { paths } from '../../lib/paths.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { navigationTarget } from './navigation.ts';
import { shownNavigation } from './nav-entries.ts';
import classes from './site-footer.module.css';

const socialNetworks: { key: keyof SocialLinks; name: string; Icon: ComponentType<IconProps> }[] = [
  { key: 'facebook', name: 'Facebook', Icon: IconBrandFacebook },
  { key: 'instagram', name: 'Instagram', Icon: IconBrandInstagram },
  { key: 'twitter', name: 'X (Twitter)', Icon: IconBrandX },
  { key: 'tiktok', name: 'TikTok', Icon: IconBrandTiktok },
  { key: 'youtube', name: 'YouTube', Icon: IconBrandYoutube },
  { key: 'bluesky', name: 'Bluesky', Icon: IconBrandBluesky },
];

/**
 * docs/features/shell-and-navigation.md#header-and-footer: the store's own contact-us address, when it has one
 * and no footer entry already leads there.
 */
function ContactUsLink({ url }: { url: string }) {
  if (!url) return null;
  return (
    <li>
      {isExternalPath(url) ? (
        <a href={url} rel="noopener">
          Contact us
        </a>
      ) : (
        <Link to={url}>Contact us</Link>
      )}
    </li>
  );
}

/** docs/features/shell-and-navigation.md#header-and-footer: contact (address hidden by hide_footer_address), social links, footer_message. */
export function SiteFooter() {
  const settings = useSiteSettings();
  const info = settings.store_info;
  const cityLine = [info.city, [info.province, info.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const hasAddress = !info.hide_footer_address && Boolean(info.address || cityLine);
  const social = socialNetworks.filter(({ key }) => info.social[key]);
  const extra = shownNavigation(settings.extra_navigation, settings).flatMap((item) => [item, ...item.submenu]);
  // With contact_us_url set, the footer's contact entry leads there instead of gaining a second link.
  const contactUsUrl = info.contact_us_url.trim();
  const hasContactEntry = extra.some((item) => item.type === 'contact_and_hours');
  const footerTarget = (item: (typeof extra)[number]) =>
    contactUsUrl && item.type === 'contact_and_hours'
      ? navigationTarget({ ...item, type: 'link', path: contactUsUrl })
      : navigationTarget(item);
  const standaloneContactUsUrl = hasContactEntry ? '' : contactUsUrl;

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.grid}>
          <section aria-labelledby="footer-store">
            <h2 id="footer-store" className={classes.storeName}>
              {info.name}
            </h2>
            <ul className={classes.contactList}>
              {hasAddress ? (
                <li>
                  <IconMapPin size={18} stroke={1.8} aria-hidden />
                  <address className={classes.address}>
                    {info.address}
                    {info.address && cityLine ? <br /> : null}
                    {cityLine}
                  </address>
                </li>
              ) : null}
              {info.phone ? (
                <li>
                  <IconPhone size={18} stroke={1.8} aria-hidden />
                  <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
                </li>
              ) : null}
              {info.email ? (
                <li>
                  <IconMail size={18} stroke={1.8} aria-hidden />
                  <a href={`mailto:${info.email}`}>{info.email}</a>
                </li>
              ) : null}
            </ul>
            {social.length > 0 ? (
              <div className={classes.social}>
                {social.map(({ key, name, Icon }) => (
                  <a
                    key={key}
                    href={info.social[key]}
                    className={classes.socialLink}
                    rel="noopener"
                    aria-label={`${info.name} on ${name}`}
                  >
                    <Icon size={20} stroke={1.7} aria-hidden />
                  </a>
                ))}
              </div>
            ) : null}
          </section>

          {info.is_multistore && info.multistore_info.length > 0 ? (
            <section aria-labelledby="footer-locations">
              <h2 id="footer-locations" className={classes.heading}>
                Our locations
              </h2>
              <ul className={classes.linkList}>
                {info.multistore_info.map((location) => (
                  <li key={location.id}>
                    <Link to={`${paths.contactHours()}#location-${location.id}`}>{location.name}</Link>
                  </li>
                ))}
                <li>
                  <Link to={paths.contactHours()}>Contact &amp; hours</Link>
                </li>
                <ContactUsLink url={standaloneContactUsUrl} />
              </ul>
            </section>
          ) : (
            <section aria-labelledby="footer-visit">
              <h2 id="footer-visit" className={classes.heading}>
                Visit us
              </h2>
              <ul className={classes.linkList}>
                <li>
                  <Link to={paths.contactHours()}>Contact &amp; hours</Link>
                </li>
                <ContactUsLink url={standaloneContactUsUrl} />
              </ul>
            </section>
          )}

          {info.footer_message || extra.length > 0 || settings.has_privacy_policy_page ? (
            <section aria-labelledby="footer-more">
              <h2 id="footer-more" className={classes.heading}>
                More from the store
              </h2>
              {info.footer_message ? <p className={classes.message}>{info.footer_message}</p> : null}
              {extra.length > 0 || settings.has_privacy_policy_page ? (
                <nav aria-label="Footer">
                  <ul className={classes.linkList}>
                    {extra.map((item) => {
                      const target = footerTarget(item);
                      if (target.kind === 'heading') return <li key={item.id}>{item.label}</li>;
                      return (
                        <li key={item.id}>
                          {target.kind === 'external' ? (
                            <a href={target.href} rel="noopener">
                              {item.label}
                            </a>
                          ) : (
                            <Link to={target.to}>{item.label}</Link>
                          )}
                        </li>
                      );
                    })}
                    {settings.has_privacy_policy_page && !extra.some((item) => item.path === paths.privacyPolicy()) ? (
                      <li>
                        <Link to={paths.privacyPolicy()}>Privacy policy</Link>
                      </li>
                    ) : null}
                  </ul>
                </nav>
              ) : null}
            </section>
          ) : null}
        </div>
        <div className={classes.bottom}>
          <span>
            © {new Date().getFullYear()} {info.name}
          </span>
          <span>
            Book data:{' '}
            <a href="https://github.com/zygmuntz/goodbooks-10k" rel="noopener">
              goodbooks-10k by Zygmunt Zając, CC BY-SA 4.0
            </a>
          </span>
        </div>
      </Container>
    </footer>
  );
}
