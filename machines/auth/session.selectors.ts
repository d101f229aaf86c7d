/** True when an operator entered through the signed-token path. */
export const selectSuperAdmin = (s: { context: { superAdmin: boolean } }): boolean => s.context.superAdmin;
