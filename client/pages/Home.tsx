import type { HomeData } from '../../shared/loaders/home.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import type { LayoutData } from '../../shared/loaders/layout.ts';
import { categoryPath } from '../../shared/product-url.ts';
import { useT } from '../app-context.tsx';
import { Await } from '../components/Await.tsx';
import { CatalogImage } from '../components/CatalogImage.tsx';
import { Link } from '../components/Link.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { NewsletterTeaser } from '../browse/NewsletterTeaser.tsx';
import { Island } from '../islands/Island.tsx';

/** The hero runs edge to edge on phones, inside the page's padding from 768 px, at most 1248 px. */
const HERO_SIZES = '(min-width: 1280px) 1248px, (min-width: 768px) calc(100vw - 2rem), 100vw';

export default function HomePage({ data, layout }: { data: HomeData; layout: LayoutData }) {
  const t = useT();
  const [hero, ...more] = data.banners;
  return (
    <div className="home">
      {hero && (
        <section className="hero" aria-label={t('Offers')}>
          <Link to={hero.link ?? '/'} className="hero__link">
            <CatalogImage
              className="hero__image"
              src={hero.image}
              width={1380}
              height={500}
              sizes={HERO_SIZES}
              priority="high"
              fillWidth
            />
            <div className="hero__text">
              <h1 className="hero__title">{hero.title}</h1>
              {hero.text && <p>{hero.text}</p>}
            </div>
          </Link>
        </section>
      )}
      {more.length > 0 && (
        <ul className="banner-row">
          {more.map((b) => (
            <li key={b.id}>
              <Link to={b.link ?? '/'} className="banner-row__item">
                <strong>{b.title}</strong>
                {b.text && <span>{b.text}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('Categories')}</h2>
        <ul className="tiles">
          {layout.menu.map((c) => (
            <li key={c.id}>
              <Link to={categoryPath(c)} className="tile">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-new">
        <h2 id="home-new">{t('New arrivals')}</h2>
        <ProductGrid products={data.newProducts} eagerCount={2} />
      </section>
      <Await<Product[]> name="saleProducts">
        {(products) =>
          products.length > 0 && (
            <section aria-labelledby="home-sale">
              <h2 id="home-sale">{t('Sale')}</h2>
              <ProductGrid products={products} />
            </section>
          )
        }
      </Await>
      <Island name="newsletter-teaser" component={NewsletterTeaser} props={{}} />
    </div>
  );
}
