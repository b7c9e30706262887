import type { ShowCar } from '@shared/shows/responses';
import { buttonClass } from '@/ui/buttonClass';
import { carPageView, FROM_SAVED_SHOW } from './carPageView';

/** Text and attribute values as React writes them. */
const escape = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character] ?? '');

const link = (href: string, text: string, className?: string) =>
  `<a${className ? ` class="${escape(className)}"` : ''} href="${escape(href)}" data-discover="true">${escape(text)}</a>`;

/**
 * A car's page from the show saved on the device, as ShowCarPage first renders it there (the saved copy's line, no
 * vote yet: the app adds it once it runs), for the service worker to answer the car's address with before any of the
 * app's code has run. Held to ShowCarPage's own render by carPageMarkup.test.ts.
 */
export function carPageMarkup(eventId: string, car: ShowCar): string {
  const view = carPageView(eventId, car);
  const [lead, ...more] = view.pictures;
  const crumbs = view.crumbs
    .map(
      (crumb, index) =>
        `<li class="breadcrumbs__item">${
          crumb.to && index < view.crumbs.length - 1
            ? link(crumb.to, crumb.label)
            : `<span aria-current="page">${escape(crumb.label)}</span>`
        }</li>`,
    )
    .join('');
  const facts: Array<[string, string]> = [
    ['Class', escape(car.className)],
    ['Owner', car.owner && view.ownerPath ? link(view.ownerPath, car.owner.name) : 'Not shown'],
    ['Status', escape(view.status)],
    ...(view.details ? [['Details', escape(view.details)] as [string, string]] : []),
  ];
  return [
    '<article class="page show-car-page" aria-labelledby="page-title">',
    `<nav aria-label="Breadcrumb" class="breadcrumbs"><ol class="breadcrumbs__list">${crumbs}</ol></nav>`,
    `<h1 id="page-title"><span class="show-car-page__number">#${car.carNumber}</span> ${escape(view.title)}</h1>`,
    `<p class="last-refreshed">${escape(FROM_SAVED_SHOW)}</p>`,
    lead
      ? `<img class="show-car-page__lead" src="${escape(lead)}" alt="${escape(view.pictureAlt(0))}" width="1200" height="900" fetchPriority="high"/>`
      : '<p class="show-empty">No photo of this car.</p>',
    `<dl class="show-car-page__facts">${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`,
    more.length > 0
      ? `<ul class="show-car-page__photos">${more
          .map((url, index) => `<li><img src="${escape(url)}" alt="${escape(view.pictureAlt(index + 1))}" loading="lazy"/></li>`)
          .join('')}</ul>`
      : '',
    `<div class="event-page__actions">${link(view.dashCardPath, 'Dash card', buttonClass('secondary'))}</div>`,
    '</article>',
  ].join('');
}
