// jest-fixed-jsdom swaps jsdom's FormData for Node's, which refuses a jsdom <form>. React 19 builds `new FormData(form)`
// when a submit handler starts a transition (react-router's navigations do), as the search bar's does: without this
// shim that submit throws in tests, though browsers are fine. The shim reads the form's named fields itself.
const NodeFormData = globalThis.FormData;
class FormElementFormData extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (element.name && !element.disabled && element !== submitter) this.append(element.name, element.value);
    }
  }
}
globalThis.FormData = FormElementFormData as typeof FormData;
