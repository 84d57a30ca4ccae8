import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage, routeData } from '../../lib/feature-routes';

const listPage = () => import('./components/article-list-page');
const articlePage = () => import('./components/article-page');
const data = () => import('./route-data');
const editorPage = lazyPage(
  () => import('./components/editor-page'),
  (m) => m.EditorPage,
);

export const articleRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.insight,
      lazy: lazyPage(listPage, (m) => m.InsightPage),
      data: routeData(data, (m) => m.insightList),
    },
    {
      path: ROUTES.academy,
      lazy: lazyPage(listPage, (m) => m.AcademyPage),
      data: routeData(data, (m) => m.academyList),
    },
    {
      path: ROUTES.insightArticle,
      lazy: lazyPage(articlePage, (m) => m.InsightArticlePage),
      data: routeData(data, (m) => m.article),
    },
    {
      path: ROUTES.academyArticle,
      lazy: lazyPage(articlePage, (m) => m.AcademyArticlePage),
      data: routeData(data, (m) => m.article),
    },
  ],
  signedIn: [
    { path: ROUTES.articleWrite, lazy: editorPage },
    { path: ROUTES.articleEdit, lazy: editorPage },
  ],
  operator: [
    {
      path: ROUTES.adminArticles,
      lazy: lazyPage(
        () => import('./components/admin-articles-page'),
        (m) => m.AdminArticlesPage,
      ),
    },
    {
      path: ROUTES.adminProjects,
      lazy: lazyPage(
        () => import('./components/admin-projects-page'),
        (m) => m.AdminProjectsPage,
      ),
    },
  ],
};
