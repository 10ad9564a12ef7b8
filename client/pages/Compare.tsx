// German texts of the compare page and the wishlist drawer.
import '../../shared/i18n/areas/lists.ts';
import { useEffect, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Attribute } from '../../shared/schemas/catalog.ts';
import { useApp, useT } from '../app-context.tsx';
import { CatalogImage } from '../components/CatalogImage.tsx';
import { Link } from '../components/Link.tsx';
import { Price } from '../components/Price.tsx';
import { useList } from '../components/use-list.ts';
import { clearCompare, removeFromCompare } from '../stores/compare.ts';
import { snapshotPath, type CompareItem } from '../stores/snapshot.ts';

/** Attribute docs by store and code; null: no such attribute, or not comparable. Filled in the browser only. */
const attributeCache = new Map<string, Attribute | null>();
const cacheKey = (api: ApiClient, code: string) => `${api.store.code}:${code}`;

function isComparable(attribute: Attribute): boolean {
  const v = attribute.is_comparable;
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** Fetches the attribute docs of the codes not looked up yet (one call, `attribute_code in [...]`). */
async function loadAttributes(api: ApiClient, codes: readonly string[]): Promise<void> {
  const missing = codes.filter((code) => !attributeCache.has(cacheKey(api, code)));
  if (missing.length === 0) return;
  const result = await api.search<Attribute>(
    'attribute',
    { _appliedFilters: [{ attribute: 'attribute_code', value: { in: missing } }] },
    { size: 150, includes: ['attribute_code', 'frontend_label', 'is_comparable', 'options', 'position'] },
  );
  for (const code of missing) attributeCache.set(cacheKey(api, code), null);
  for (const { _source: attribute } of result.hits.hits) {
    attributeCache.set(cacheKey(api, attribute.attribute_code), isComparable(attribute) ? attribute : null);
  }
}

function valueText(attribute: Attribute, values: readonly string[] | undefined): string {
  if (!values?.length) return '–';
  const labels = new Map((attribute.options ?? []).map((o) => [String(o.value), o.label]));
  return values.map((v) => labels.get(v) ?? v).join(', ');
}

/** /compare: the compared products side by side with their comparable attributes (labels from the attribute entity). */
export default function ComparePage() {
  const t = useT();
  const { stores, api } = useApp();
  const { items, ready } = useList(stores.compare);
  const codes = [...new Set(items.flatMap((item) => Object.keys(item.attributes)))].sort();
  const codesKey = codes.join(',');
  const [attributesState, setAttributesState] = useState<'loading' | 'done' | 'failed'>('loading');

  useEffect(() => {
    if (!codesKey) return;
    let alive = true;
    const wanted = codesKey.split(',');
    if (wanted.every((code) => attributeCache.has(cacheKey(api, code)))) {
      setAttributesState('done');
      return;
    }
    setAttributesState('loading');
    loadAttributes(api, wanted).then(
      () => alive && setAttributesState('done'),
      () => alive && setAttributesState('failed'),
    );
    return () => {
      alive = false;
    };
  }, [api, codesKey]);

  const attributes = codes
    .map((code) => attributeCache.get(cacheKey(api, code)))
    .filter((a): a is Attribute => !!a)
    .sort(
      (a, b) => Number(a.position ?? 0) - Number(b.position ?? 0) || a.attribute_code.localeCompare(b.attribute_code),
    );

  return (
    <div className="compare">
      <h1>{t('Product comparison')}</h1>
      {!ready ? (
        <p className="loading">{t('Loading...')}</p>
      ) : items.length === 0 ? (
        <div className="compare__empty">
          <p className="empty">{t('You have no products to compare.')}</p>
          <Link to="/" className="button">
            {t('Shop now')}
          </Link>
        </div>
      ) : (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table region must take focus so keyboard users can scroll it */}
          <div className="compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className="compare__table" style={{ ['--compare-cols' as string]: items.length }}>
              <caption id="compare-caption" className="sr-only">
                {t('Compare products')}
              </caption>
              <thead>
                <tr>
                  <td className="compare__corner" />
                  {items.map((item) => (
                    <ProductHead
                      key={item.sku}
                      item={item}
                      onRemove={() => removeFromCompare(stores.compare, item.sku)}
                    />
                  ))}
                </tr>
              </thead>
              <tbody>
                <Row label={t('Price')} span={items.length}>
                  {items.map((item) => (
                    <td key={item.sku}>
                      {item.fromPrice && <span className="price__from">{t('from')} </span>}
                      <Price final={item.finalPriceInclTax} original={item.originalPriceInclTax} />
                    </td>
                  ))}
                </Row>
                {attributes.map((attribute) => (
                  <Row
                    key={attribute.attribute_code}
                    label={attribute.frontend_label || attribute.attribute_code}
                    span={items.length}
                    className="compare__attribute"
                  >
                    {items.map((item) => (
                      <td key={item.sku}>{valueText(attribute, item.attributes[attribute.attribute_code])}</td>
                    ))}
                  </Row>
                ))}
              </tbody>
            </table>
          </div>
          {attributesState === 'loading' && codes.length > 0 && <p className="loading">{t('Loading...')}</p>}
          {attributesState === 'failed' && <p className="notice">{t('This section could not be loaded.')}</p>}
          <button type="button" className="text-button compare__clear" onClick={() => clearCompare(stores.compare)}>
            {t('Clear comparison')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * One compared property. Wide screens label it in the first column; phones hide that column and
 * label it in a row above the values instead, leaving the full width to the products.
 */
function Row({
  label,
  span,
  className,
  children,
}: {
  label: string;
  span: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the row repeats the label the next row's header announces */}
      <tr className="compare__label-row" aria-hidden="true">
        <td colSpan={span + 1}>
          <span>{label}</span>
        </td>
      </tr>
      <tr className={className}>
        <th scope="row">{label}</th>
        {children}
      </tr>
    </>
  );
}

function ProductHead({ item, onRemove }: { item: CompareItem; onRemove: () => void }) {
  const t = useT();
  return (
    <th scope="col" className="compare__product">
      <Link to={snapshotPath(item)} className="compare__link">
        {item.image ? (
          <CatalogImage
            className="compare__image"
            src={item.image}
            width={250}
            height={225}
            sizes="256px"
            priority="eager"
          />
        ) : (
          <span className="compare__image" />
        )}
        <span className="compare__name">{item.name}</span>
      </Link>
      <button
        type="button"
        className="text-button"
        aria-label={`${t('Remove from compare')}: ${item.name}`}
        onClick={onRemove}
      >
        {t('Remove')}
      </button>
    </th>
  );
}
