CREATE TABLE "uploaded_images" (
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_key_width_pk" PRIMARY KEY("key","width")
);
