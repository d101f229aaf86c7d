/** Height of the funnel chart and of its placeholder, so nothing moves when it draws. */
export const FUNNEL_CHART_HEIGHT = 240;
