import { lazy, type ComponentType } from 'react';

/**
 * A screen or part that is drawn with MUI, loaded on demand together with MUI's theme (in parallel, one wait). The
 * first screens are drawn with static CSS (src/ui) and load no MUI code; everything that uses MUI comes through here.
 */
export function lazyWithMuiTheme<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [{ AppThemeProvider }, Screen] = await Promise.all([
      import(/* webpackChunkName: "mui-theme" */ './AppThemeProvider'),
      load(),
    ]);
    function WithMuiTheme(props: Props) {
      return (
        <AppThemeProvider>
          <Screen {...props} />
        </AppThemeProvider>
      );
    }
    WithMuiTheme.displayName = `WithMuiTheme(${Screen.displayName ?? Screen.name})`;
    return { default: WithMuiTheme };
  });
}
