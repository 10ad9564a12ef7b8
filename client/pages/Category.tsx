import type { CategoryData } from '../../shared/loaders/category.ts';
import { PAGE_SIZE } from '../../shared/loaders/category.ts';
import { categoryPath } from '../../shared/product-url.ts';
import { useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';

export default function CategoryPage({ data }: { data: CategoryData }) {
  const t = useT();
  const { category, breadcrumbs, products, total, page } = data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const subcategories = (category.children_data ?? []).filter((c) => c.is_active !== false);
  return (
    <div className="category">
      <nav aria-label={t('Breadcrumb')} className="breadcrumbs">
        <ol>
          <li><Link to="/">{t('Home')}</Link></li>
          {breadcrumbs.map((b) => (
            <li key={b.slug}><Link to={categoryPath(b)}>{b.name}</Link></li>
          ))}
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <h1>{category.name}</h1>
      {subcategories.length > 0 && (
        <ul className="chips" aria-label={t('Subcategories')}>
          {subcategories.map((c) => (
            <li key={c.id}><Link to={categoryPath(c)} className="chip">{c.name}</Link></li>
          ))}
        </ul>
      )}
      <p className="category__count">{t('{count} products', { count: total })}</p>
      {products.length === 0 ? (
        <p className="empty">{t('No products found in this category.')}</p>
      ) : (
        <ProductGrid products={products} eagerCount={2} />
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('Pages')}>
          {page > 1 && <Link to={`${categoryPath(category)}${page > 2 ? `?page=${page - 1}` : ''}`} rel="prev">{t('Previous page')}</Link>}
          <span>{t('Page {page} of {pages}', { page, pages })}</span>
          {page < pages && <Link to={`${categoryPath(category)}?page=${page + 1}`} rel="next">{t('Next page')}</Link>}
        </nav>
      )}
    </div>
  );
}
