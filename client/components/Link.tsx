import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { storeHref } from '../../shared/stores.ts';
import { useApp } from '../app-context.tsx';
import { isPlainClick } from '../router/plain-click.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Store-local path; the store prefix is added here so every link keeps it. */
  to: string;
};

/** An in-store link: a real href for crawlers and new tabs, client navigation for plain clicks. */
export function Link({ to, onClick, ...rest }: Props) {
  const { store, navigate } = useApp();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={storeHref(store, to)} onClick={handle} {...rest} />;
}
