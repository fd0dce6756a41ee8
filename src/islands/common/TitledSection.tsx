/** A section named by its heading, so that the screen reader lists it among the page's regions. */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * `<section>` labelled by its `h2.section-title`; other attributes go on the section.
 * @example <TitledSection id="rg-tools" title={t('protection.tools')}>…</TitledSection>
 */
export function TitledSection({
  id,
  title,
  children,
  ...section
}: Omit<ComponentPropsWithoutRef<'section'>, 'title'> & { id: string; title: ReactNode }) {
  return (
    <section aria-labelledby={id} {...section}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
