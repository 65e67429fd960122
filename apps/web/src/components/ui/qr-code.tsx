export interface QrCodeProps {
  value: string;
  /** Pixels; spec default 200, right bar uses 125. */
  size?: number;
  /** Accessible name of the image. */
  label: string;
}

export function QrCode({ label }: QrCodeProps) {
  return <img alt={label} />;
}
