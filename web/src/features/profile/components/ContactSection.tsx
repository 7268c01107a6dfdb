import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { SOCIAL_LINKS } from '../utils/profile-messages';
import { InstagramIcon, TikTokIcon } from './SocialIcons';
import styles from './ContactSection.module.css';

/** Social networks and WhatsApp support. */
export function ContactSection() {
  return (
    <section className={styles.contact} aria-labelledby="profile-contact-title">
      <h2 id="profile-contact-title" className={styles.title}>
        Contacto
      </h2>
      <p className={styles.text}>Síguenos para enterarte primero de los nuevos shows.</p>
      <ul className={styles.socials}>
        <li>
          <a href={SOCIAL_LINKS.instagram} target="_blank" rel="noopener noreferrer" className={styles.social}>
            <InstagramIcon />
            <span>Instagram</span>
          </a>
        </li>
        <li>
          <a href={SOCIAL_LINKS.tiktok} target="_blank" rel="noopener noreferrer" className={styles.social}>
            <TikTokIcon />
            <span>TikTok</span>
          </a>
        </li>
      </ul>
      <p className={styles.text}>¿Necesitas ayuda con tu cuenta o tus compras?</p>
      <WhatsAppLink message={WHATSAPP_MESSAGES.profileSupport}>Soporte por WhatsApp</WhatsAppLink>
    </section>
  );
}
