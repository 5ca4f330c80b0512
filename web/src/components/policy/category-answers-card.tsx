import type { Category, Policy } from '../../../../core/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { CategoryIcon } from './category-icon';
import { PlatformAnswer } from './platform-answer';

export interface CategoryAnswer {
  platformId: number;
  platformName: string;
  policy: Pick<Policy, 'id' | 'status' | 'confidence' | 'statusQualifier'> | null;
  hint?: string;
}

/** One category's answers in a market, a platform per row (the jurisdiction sheet, the dashboard). */
export function CategoryAnswersCard({ category, market, answers }: { category: Pick<Category, 'name' | 'icon'>; market: string; answers: CategoryAnswer[] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <CategoryIcon icon={category.icon} className="text-primary" />
          {category.name}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label={`${category.name} in ${market}`} className="flex flex-col divide-y">
          {answers.map((a) => (
            <PlatformAnswer key={a.platformId} platformName={a.platformName} policy={a.policy} hint={a.hint} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
