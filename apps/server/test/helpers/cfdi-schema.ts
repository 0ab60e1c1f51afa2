import { readFile } from "node:fs/promises";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";

// Validates a CFDI against the SAT's CFDI 4.0 schema (test/sat-xsd, docs/decisions/016).
//
// xmllint-wasm writes every file it is given into an in-memory file system at "/<fileName>" and
// libxml2 resolves each xs:import's schemaLocation against the importing file's path, so the
// schemas keep their relative layout (cfd/4/cfdv40.xsd imports ../catalogos/catCFDI.xsd). The
// Complemento's xs:any is processContents="strict", so a stamped CFDI needs the
// TimbreFiscalDigital schema too: a small wrapper schema imports both namespaces.

const SCHEMA_FILES = [
  "cfd/4/cfdv40.xsd",
  "cfd/catalogos/catCFDI.xsd",
  "cfd/tipoDatos/tdCFDI/tdCFDI.xsd",
  "cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd",
];

const WRAPPER: XMLFileInfo = {
  fileName: "cfdi-with-tfd.xsd",
  contents: `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.sat.gob.mx/cfd/4" schemaLocation="cfd/4/cfdv40.xsd"/>
  <xs:import namespace="http://www.sat.gob.mx/TimbreFiscalDigital" schemaLocation="cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd"/>
</xs:schema>`,
};

let schemaFiles: Promise<XMLFileInfo[]> | undefined;

function loadSchemaFiles(): Promise<XMLFileInfo[]> {
  schemaFiles ??= Promise.all(
    SCHEMA_FILES.map(async (fileName) => ({
      fileName,
      contents: await readFile(new URL(`../sat-xsd/${fileName}`, import.meta.url), "utf8"),
    })),
  );
  return schemaFiles;
}

/** The schema's complaints about `xml`: [] when it is a valid CFDI 4.0, stamped or not. */
export async function validateCfdi(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: "cfdi.xml", contents: xml },
    schema: WRAPPER,
    preload: await loadSchemaFiles(),
  });
  return result.errors.map((error) => error.message);
}
