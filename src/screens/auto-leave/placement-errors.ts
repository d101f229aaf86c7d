import type { AutoLeavePlacement, PlacementSettings } from '../../contract/review-rules';

/** Field errors of a placement (keys under `review-rules:placement.errors`): no product chosen, a colour that is not `#rrggbb`. */
export function placementErrors(settings: PlacementSettings): { scope?: string; starColor?: string } {
  return {
    ...(settings.scope.type !== 'all' && settings.scope.ids.length === 0 ? { scope: 'scopeEmpty' } : {}),
    ...(/^#[0-9a-fA-F]{6}$/.test(settings.starColor) ? {} : { starColor: 'color' }),
  };
}

/** A placement saved in another tab, as lines of the conflict banner. */
export function describePlacement(
  t: (key: string, options?: Record<string, unknown>) => string,
  placement: AutoLeavePlacement,
  settings: PlacementSettings | undefined,
): string[] {
  if (!settings) return [];
  return [
    `${t(`review-rules:pages.${placement}`)}: ${settings.enabled ? t('review-rules:placement.on') : t('review-rules:placement.off')}`,
    settings.scope.type === 'all' ? t('review-rules:scope.all') : t(`review-rules:scope.chosen.${settings.scope.type}`, { count: settings.scope.ids.length }),
    `${t('review-rules:placement.starColor')}: ${settings.starColor}`,
  ];
}
