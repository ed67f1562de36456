/**
 * A person as the API's answers name them: the public id (never the row id) and the name and email
 * they gave. Rows that carry a person extend it, so the four fields are declared once.
 */
export interface PersonIdentity {
  publicId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A person's account row: their row id (for joins and checks, never sent) and who they are. */
export interface AccountRef extends PersonIdentity {
  id: number;
}
