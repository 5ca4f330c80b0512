// Documentation Requirements of a limited policy (spec 000 §4): the platform's checklist (documents to
// prepare, the submission steps, the review time) and the category's certification — all from the seed
// (documents of kind 'documentation', the policy's `certification`), never from text in this component.
import type { PolicyDocument, PolicyWithRefs } from '../../../../core/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';

export function DocumentationBlock({ policy, checklists }: { policy: PolicyWithRefs; checklists: PolicyDocument[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Documentation Requirements</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {policy.certification ? (
          <div>
            <h3 className="text-sm font-semibold">Certification for {policy.category.name}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-800">{policy.certification}</p>
          </div>
        ) : null}
        {checklists.map((doc) => (
          <section key={doc.key} aria-label={doc.title}>
            <h3 className="text-sm font-semibold">{doc.title}</h3>
            <Markdown source={doc.markdown} skipTitle headingLevel={4} className="mt-2" />
          </section>
        ))}
        {checklists.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            The dataset holds no documentation checklist for this platform yet; the original policy lists what it asks for.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
