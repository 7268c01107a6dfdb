/**
 * The two wallets' marks as inline SVG, drawn after Apple's Wallet icon (a dark wallet with its
 * coloured cards) and Google Wallet's (four overlapping cards in Google's colours), so the badges
 * need no image request and stay sharp at any size. Decorative: the badge names the wallet.
 */
export function AppleWalletMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="3" width="30" height="26" rx="6" fill="#1c1c1e" />
      <rect x="4" y="6" width="24" height="6" rx="2" fill="#36a9e1" />
      <rect x="4" y="9.5" width="24" height="6" rx="2" fill="#2fb25a" />
      <rect x="4" y="13" width="24" height="6" rx="2" fill="#fdb827" />
      <rect x="4" y="16.5" width="24" height="6" rx="2" fill="#f0573f" />
      <path d="M1 19h9.5a5.5 5.5 0 0 0 11 0H31v4a6 6 0 0 1-6 6H7a6 6 0 0 1-6-6z" fill="#d8d8d8" />
    </svg>
  );
}

export function GoogleWalletMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M4 8a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v5H4z" fill="#34a853" />
      <path d="M4 11a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v5H4z" fill="#fbbc04" />
      <path d="M4 14a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v5H4z" fill="#ea4335" />
      <path d="M4 17h8.5l5.2 4.2a3 3 0 0 0 3.8 0L26.7 17H28v7a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z" fill="#4285f4" />
    </svg>
  );
}
