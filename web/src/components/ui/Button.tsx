import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'whatsapp' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  iconPosition?: 'left' | 'right';
  fullWidth?: boolean;
  pulse?: boolean;
  /** Rough, stamped edge of the grunge effect. */
  grunge?: boolean;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLookProps & { loading?: boolean; ref?: Ref<HTMLButtonElement> };
export type ButtonLinkProps = LinkProps & ButtonLookProps;
export type ButtonAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLookProps & { href: string };

function lookClassName(look: ButtonLookProps, extra?: string): string {
  return [
    styles.button,
    styles[look.variant ?? 'primary'],
    styles[look.size ?? 'medium'],
    look.fullWidth ? styles.fullWidth : '',
    look.pulse ? styles.pulse : '',
    look.grunge ? styles.grunge : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function ButtonContent({
  icon,
  iconPosition = 'left',
  children,
}: {
  icon?: ReactNode;
  iconPosition?: 'left' | 'right';
  children?: ReactNode;
}) {
  const iconNode = icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  return (
    <>
      {iconPosition === 'left' && iconNode}
      {children !== undefined && <span className={styles.label}>{children}</span>}
      {iconPosition === 'right' && iconNode}
    </>
  );
}

export function Button({
  variant,
  size,
  icon,
  iconPosition,
  fullWidth,
  pulse,
  grunge,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...buttonProps
}: ButtonProps) {
  // While loading the spinner takes the icon's place (on the icon's side).
  const shownIcon = loading ? <Spinner size="small" color="currentColor" decorative /> : icon;
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={lookClassName({ variant, size, fullWidth, pulse: pulse && !loading, grunge }, className)}
    >
      <ButtonContent icon={shownIcon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
    </button>
  );
}

export function ButtonLink({
  variant,
  size,
  icon,
  iconPosition,
  fullWidth,
  pulse,
  grunge,
  className,
  children,
  ...linkProps
}: ButtonLinkProps) {
  return (
    <Link
      {...linkProps}
      className={lookClassName({ variant, size, fullWidth, pulse, grunge }, String(className ?? ''))}
    >
      <ButtonContent icon={icon} iconPosition={iconPosition}>
        {children as ReactNode}
      </ButtonContent>
    </Link>
  );
}

/** A link to a page outside the app (e.g. Mercado Pago's checkout) with the button look. */
export function ButtonAnchor({
  variant,
  size,
  icon,
  iconPosition,
  fullWidth,
  pulse,
  grunge,
  className,
  children,
  ...anchorProps
}: ButtonAnchorProps) {
  return (
    <a {...anchorProps} className={lookClassName({ variant, size, fullWidth, pulse, grunge }, className)}>
      <ButtonContent icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
    </a>
  );
}
