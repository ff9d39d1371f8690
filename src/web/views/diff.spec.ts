import { parseUnifiedDiff } from './diff';

const PATCH = `diff --git a/ch01.md b/ch01.md
index 1111111..2222222 100644
--- a/ch01.md
+++ b/ch01.md
@@ -1,4 +1,5 @@
 # One
 
 line a
-line b
+line B changed
+line c
diff --git a/images/a.png b/images/a.png
new file mode 100644
index 0000000..3333333
Binary files /dev/null and b/images/a.png differ
diff --git a/old.md b/new name.md
similarity index 90%
rename from old.md
rename to new name.md
--- a/old.md
+++ "b/new name.md"
@@ -3 +3 @@ Heading
-x
+y
\\ No newline at end of file
`;

describe('parseUnifiedDiff', () => {
  it('numbers both sides of each hunk and knows binary files and renames', () => {
    const files = parseUnifiedDiff(PATCH);
    expect(files.map((f) => [f.path, f.oldPath, f.binary])).toEqual([
      ['ch01.md', undefined, false],
      ['images/a.png', undefined, true],
      ['new name.md', 'old.md', false],
    ]);
    expect(files[0].hunks[0].lines).toEqual([
      { kind: 'context', text: '# One', oldLine: 1, newLine: 1 },
      { kind: 'context', text: '', oldLine: 2, newLine: 2 },
      { kind: 'context', text: 'line a', oldLine: 3, newLine: 3 },
      { kind: 'del', text: 'line b', oldLine: 4 },
      { kind: 'add', text: 'line B changed', newLine: 4 },
      { kind: 'add', text: 'line c', newLine: 5 },
    ]);
    expect(files[2].hunks[0].lines).toEqual([
      { kind: 'del', text: 'x', oldLine: 3 },
      { kind: 'add', text: 'y', newLine: 3 },
    ]);
  });
});
