import { GallerySection } from './gallery-section.tsx';

const swatches = [
  { token: 'brand', hex: '#0a4d68', note: 'valkoinen tekstinä 9,23:1' },
  { token: 'brand-strong', hex: '#063447', note: 'hover, valkoinen 13,21:1' },
  { token: 'brand-soft', hex: '#e6f0f4', note: 'brand tekstinä 7,97:1' },
  { token: 'accent', hex: '#c4530a', note: 'fokusrengas, 4,58:1 valkoisella' },
  { token: 'text', hex: '#1b2631', note: '15,35:1 valkoisella' },
  { token: 'text-muted', hex: '#4a5866', note: '7,29:1 valkoisella' },
  { token: 'border-strong', hex: '#6b7785', note: 'kenttien reuna 4,56:1' },
  { token: 'background', hex: '#f3f5f7', note: 'sivun tausta' },
] as const;

/** The palette with each colour's contrast. Swatch colours come from classes (strict CSP). */
export function PaletteExample() {
  return (
    <GallerySection id="palette" title="Värit">
      <ul className="gallery__swatches">
        {swatches.map(({ token, hex, note }) => (
          <li key={token} className="gallery__swatch">
            <span className={`gallery__swatch-colour gallery__swatch-colour--${token}`} />
            <span className="gallery__swatch-name">{token}</span>
            <span className="gallery__swatch-note">
              {hex} · {note}
            </span>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}
